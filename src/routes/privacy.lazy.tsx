import { t } from '@lingui/core/macro';
import { rich } from '../i18n/rich';
import { EmailLink, PRIVACY_UPDATED, StaticPage } from './static-page';

export default function PrivacyPage() {
  const email = '{email}';
  return (
    <StaticPage title={t`Privacy Policy`} updated={PRIVACY_UPDATED}>
      <section>
        <h2>{t`The short version`}</h2>
        <p>{t`We collect no data. Tickday has no accounts, no server that stores anything, no analytics and no ads. Your habits stay on your device unless you choose to sync them, and then they go only where you send them.`}</p>
      </section>
      <section>
        <h2>{t`What we collect`}</h2>
        <p>{t`Nothing. We do not collect, receive, sell or share any personal information, and we cannot see your habits, streaks or settings.`}</p>
      </section>
      <section>
        <h2>{t`Where your data is kept`}</h2>
        <p>{t`Everything you enter (your habits, the days you ticked them, your badges, your colour theme and whether you dismissed our notice) is kept in your browser's local storage on your device. It stays there until you delete it or clear your browser data.`}</p>
      </section>
      <section>
        <h2>{t`If you sync between devices`}</h2>
        <p>{t`Sync is off until you use it. When you do, your habits, their days and notes, and your badges go only to the place you pick: the sync file you save and send yourself, the folder you choose, or the WebDAV server whose address you enter. Nothing passes through us.`}</p>
        <p>{t`If you set a passphrase, each file is encrypted on your device before it leaves, and nothing in it can be read without the passphrase. Without one, anyone who can open the file or folder can read your habits. The passphrase, the server's address and its password are kept on this device only.`}</p>
      </section>
      <section>
        <h2>{t`Cookies`}</h2>
        <p>{t`Tickday uses no cookies: not for tracking, not for advertising, not for anything. Local storage is not sent with any request.`}</p>
      </section>
      <section>
        <h2>{t`Third parties`}</h2>
        <p>{t`No third parties are involved. There are no analytics, trackers, ad networks or embedded scripts from other companies. The one thing your browser fetches from elsewhere is the creator's avatar picture in the footer, requested without a referrer and without any of your data. If you sync through a WebDAV server, your browser also talks to that server, which you chose.`}</p>
      </section>
      <section>
        <h2>{t`Your control`}</h2>
        <p>{t`You are in full control. Delete a habit in the app, or clear this site's data in your browser settings to remove everything at once.`}</p>
      </section>
      <section>
        <h2>{t`Children`}</h2>
        <p>{t`Because we collect nothing, we collect nothing from children either.`}</p>
      </section>
      <section>
        <h2>{t`Changes and contact`}</h2>
        <p>
          {rich(
            t({
              message: `If this policy changes, we will update this page and the date above. Questions? Write to ${email}.`,
              comment: '{email} is the e-mail address to write to, a link; it stays as it is.',
            }),
            {
              email: <EmailLink />,
            },
          )}
        </p>
      </section>
    </StaticPage>
  );
}

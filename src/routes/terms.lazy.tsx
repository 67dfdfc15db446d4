import { t } from '@lingui/core/macro';
import { rich } from '../i18n/rich';
import { EmailLink, StaticPage } from './static-page';

export default function TermsPage() {
  const email = '{email}';
  return (
    <StaticPage title={t`Terms and Conditions`}>
      <section>
        <h2>{t`1. Welcome to Tickday`}</h2>
        <p>{t`Tickday is a free habit tracker that runs entirely in your web browser. By using it you agree to these terms. If you do not agree, please do not use Tickday.`}</p>
      </section>
      <section>
        <h2>{t`2. The service`}</h2>
        <p>{t`Tickday lets you add habits, tick them off each day, and see your streaks, badges and stats. There is no account, no login and no server: everything happens on your device. Tickday is free forever, and we may improve, change or retire features at any time.`}</p>
      </section>
      <section>
        <h2>{t`3. Your data is yours`}</h2>
        <p>{t`Your habits are kept in your browser's local storage on your device and nowhere else. We never see them, so we cannot recover them for you. Clearing your browser data, using a private window, or switching browsers or devices can remove them. Keeping a backup is your responsibility.`}</p>
      </section>
      <section>
        <h2>{t`4. Fair use`}</h2>
        <ul>
          <li>{t`Use Tickday for your own lawful, personal purposes.`}</li>
          <li>{t`Do not try to disrupt, overload or misuse the site or the people who build it.`}</li>
          <li>{t`Do not present Tickday, its name or its logo as your own.`}</li>
        </ul>
      </section>
      <section>
        <h2>{t`5. Support payments`}</h2>
        <p>{t`Supporting Tickday is voluntary and unlocks nothing: every feature is free for everyone. Payments are handled by the payment provider you choose, under its own terms.`}</p>
      </section>
      <section>
        <h2>{t`6. No warranty`}</h2>
        <p>{t`Tickday is provided "as is", without warranties of any kind. We work hard to make it reliable, but we cannot promise it will always be available or free of errors.`}</p>
      </section>
      <section>
        <h2>{t`7. Limitation of liability`}</h2>
        <p>{t`To the extent the law allows, we are not liable for any loss arising from your use of Tickday, including lost streaks or data. Nothing in these terms limits rights you have under the consumer laws of your country.`}</p>
      </section>
      <section>
        <h2>{t`8. Changes to these terms`}</h2>
        <p>{t`If we change these terms, we will update this page and the date above. Using Tickday after a change means you accept the new terms.`}</p>
      </section>
      <section>
        <h2>{t`9. Contact`}</h2>
        <p>
          {rich(
            t({
              message: `Questions? Write to us at ${email}.`,
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

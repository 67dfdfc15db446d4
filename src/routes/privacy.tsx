import { CREATOR } from '../features/support/creator';
import { StaticPage } from './static-page';

export default function PrivacyPage() {
  return (
    <StaticPage title="Privacy Policy">
      <section>
        <h2>The short version</h2>
        <p>
          We collect no data. Tickday has no accounts, no server that stores anything, no analytics
          and no ads. Your habits never leave your device.
        </p>
      </section>
      <section>
        <h2>What we collect</h2>
        <p>
          Nothing. We do not collect, receive, sell or share any personal information, and we cannot
          see your habits, streaks or settings.
        </p>
      </section>
      <section>
        <h2>Where your data is kept</h2>
        <p>
          Everything you enter (your habits, the days you ticked them, your badges, your colour
          theme and whether you dismissed our notice) is kept in your browser&apos;s local storage
          on your device. It stays there until you delete it or clear your browser data.
        </p>
      </section>
      <section>
        <h2>Cookies</h2>
        <p>
          Tickday uses no cookies: not for tracking, not for advertising, not for anything. Local
          storage is not sent with any request.
        </p>
      </section>
      <section>
        <h2>Third parties</h2>
        <p>
          No third parties are involved. There are no analytics, trackers, ad networks or embedded
          scripts from other companies. The one thing your browser fetches from elsewhere is the
          creator&apos;s avatar picture in the footer, requested without a referrer and without any
          of your data.
        </p>
      </section>
      <section>
        <h2>Your control</h2>
        <p>
          You are in full control. Delete a habit in the app, or clear this site&apos;s data in your
          browser settings to remove everything at once.
        </p>
      </section>
      <section>
        <h2>Children</h2>
        <p>Because we collect nothing, we collect nothing from children either.</p>
      </section>
      <section>
        <h2>Changes and contact</h2>
        <p>
          If this policy changes, we will update this page and the date above. Questions? Write to{' '}
          <a className="font-medium text-accent-strong underline" href={`mailto:${CREATOR.email}`}>
            {CREATOR.email}
          </a>
          .
        </p>
      </section>
    </StaticPage>
  );
}

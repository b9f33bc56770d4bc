import React from 'react';
import { useTranslation, Trans } from 'react-i18next';

export function LoginForm({ onSubmit }: { onSubmit: () => void }) {
  const { t } = useTranslation();
  return (
    <form onSubmit={onSubmit}>
      <h1>{t('login.title')}</h1>
      <label htmlFor="email">Email address</label> {/* want "javascript/jsx-text-not-translated" */}
      <input id="email" placeholder="you@example.com" />
      <input id="pw" type="password" placeholder="Your password" /> {/* want "javascript/jsx-text-not-translated" */}
      <button type="submit" title="Sign in to your account">{t('login.submit')}</button> {/* want "javascript/jsx-text-not-translated" */}
      <p>
        <Trans i18nKey="login.help">Need help? <a href="/help">Contact us</a></Trans>
      </p>
      <p>Forgot your password?</p> {/* want "javascript/jsx-text-not-translated" */}
    </form>
  );
}

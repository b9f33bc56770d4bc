import React from 'react';
import { useTranslation, Trans } from 'react-i18next';

export function LoginForm({ onSubmit, count }: { onSubmit: () => void; count: number }) {
  const { t } = useTranslation();
  return (
    <form onSubmit={onSubmit}>
      <h1>{t('login.title')}</h1>
      <label htmlFor="email">{t('login.email')}</label>
      <input id="pw" type="password" placeholder={t('login.password')} />
      <span>{count} / 10 · ×</span>
      <span>: </span>
      <Trans i18nKey="login.help">Need help? <a href="/help">Contact us</a></Trans>
    </form>
  );
}

import Intercom from '@intercom/messenger-js-sdk';

type User = { id: string; email: string; intercomHash: string; intercomJwt: string };

export function bootSupport(user: User) {
  (window as any).intercomSettings = {
    app_id: 'abc12345',
    user_id: user.id,
    email: user.email,
    user_hash: user.intercomHash,
  };
}

export function bootSecure(user: User) {
  Intercom({ app_id: 'abc12345', user_id: user.id, intercom_user_jwt: user.intercomJwt });
}

// Visitors who are not signed in: nothing to impersonate.
export function bootVisitor() {
  (window as any).Intercom('boot', { app_id: 'abc12345' });
  (window as any).Intercom('update', { email: 'visitor-feedback@example.com' });
}

export function bootFromServer(settings: Record<string, string>) {
  (window as any).Intercom('boot', { app_id: 'abc12345', ...settings });
}

// The Messenger told who the user is, with nothing the server signed.
function bootSupport(user) {
  window.intercomSettings = { // want "javascript/intercom-identity-unverified"
    api_base: 'https://api-iam.intercom.io',
    app_id: 'abc12345',
    user_id: user.id,
    name: user.name,
    email: user.email,
  };
}

function bootChat(currentUser) {
  const { email } = currentUser;
  window.Intercom('boot', { app_id: INTERCOM_APP_ID, email, created_at: currentUser.createdAt }); // want "javascript/intercom-identity-unverified"
}

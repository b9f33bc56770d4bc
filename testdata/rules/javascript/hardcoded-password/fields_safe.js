class Form {
  password = '';
  passwordLabel = 'Password';
  reset() {
    this.password = '';
    this.confirmPassword = 'password';
    this.passwordField = 'input[name=password]';
  }
}
module.exports = { Form };

resource "aws_cognito_user_pool" "i" {
  name              = "i"
  mfa_configuration = "ON"
  software_token_mfa_configuration {
    enabled = true
  }
  password_policy {
    minimum_length = 12
  }
}

resource "aws_cognito_user_pool" "i" { # want "hcl/user-pool-weak-auth: mfa_configuration = OFF" "hcl/user-pool-weak-auth: minimum_length = 6"
  name              = "i"
  mfa_configuration = "OFF"
  password_policy {
    minimum_length = 6
  }
}

resource "aws_cognito_user_pool_client" "web" { # want "hcl/cognito-client-reveals-users"
  name                          = "web"
  user_pool_id                  = aws_cognito_user_pool.users.id
  explicit_auth_flows           = ["ALLOW_USER_SRP_AUTH", "ALLOW_REFRESH_TOKEN_AUTH"]
  prevent_user_existence_errors = "LEGACY"
}

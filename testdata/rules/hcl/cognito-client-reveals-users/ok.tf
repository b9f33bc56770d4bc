resource "aws_cognito_user_pool_client" "web" {
  name                          = "web"
  user_pool_id                  = aws_cognito_user_pool.users.id
  explicit_auth_flows           = ["ALLOW_USER_SRP_AUTH", "ALLOW_REFRESH_TOKEN_AUTH"]
  prevent_user_existence_errors = "ENABLED"
}

resource "aws_cognito_user_pool_client" "mobile" {
  name                          = "mobile"
  user_pool_id                  = aws_cognito_user_pool.users.id
  prevent_user_existence_errors = var.user_existence_errors
}

resource "aws_cognito_user_pool_client" "spa" { # want "hcl/cognito-client-implicit-grant"
  name                                 = "spa"
  user_pool_id                         = aws_cognito_user_pool.users.id
  allowed_oauth_flows_user_pool_client = true
  allowed_oauth_flows                  = ["code", "implicit"]
  allowed_oauth_scopes                 = ["openid", "email"]
  callback_urls                        = ["https://app.example.com/callback"]
  supported_identity_providers         = ["COGNITO"]
}

resource "aws_cognito_user_pool_client" "spa" {
  name                                 = "spa"
  user_pool_id                         = aws_cognito_user_pool.users.id
  allowed_oauth_flows_user_pool_client = true
  allowed_oauth_flows                  = ["code"]
  allowed_oauth_scopes                 = ["openid", "email"]
  callback_urls                        = ["https://app.example.com/callback"]
  supported_identity_providers         = ["COGNITO"]
}

# machine-to-machine: the client credentials grant
resource "aws_cognito_user_pool_client" "worker" {
  name                                 = "worker"
  user_pool_id                         = aws_cognito_user_pool.users.id
  generate_secret                      = true
  allowed_oauth_flows_user_pool_client = true
  allowed_oauth_flows                  = ["client_credentials"]
  allowed_oauth_scopes                 = ["api/read"]
}

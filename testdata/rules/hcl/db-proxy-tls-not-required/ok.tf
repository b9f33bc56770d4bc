resource "aws_db_proxy" "app" {
  name           = "app"
  engine_family  = "POSTGRESQL"
  role_arn       = aws_iam_role.proxy.arn
  vpc_subnet_ids = var.private_subnet_ids
  require_tls    = true

  auth {
    auth_scheme = "SECRETS"
    iam_auth    = "REQUIRED"
    secret_arn  = aws_secretsmanager_secret.db.arn
  }
}

resource "aws_db_proxy" "configurable" {
  name           = "configurable"
  engine_family  = "MYSQL"
  role_arn       = aws_iam_role.proxy.arn
  vpc_subnet_ids = var.private_subnet_ids
  require_tls    = var.require_tls

  auth {
    auth_scheme = "SECRETS"
    secret_arn  = aws_secretsmanager_secret.db.arn
  }
}

# the proxy's target is not the proxy
resource "aws_db_proxy_default_target_group" "app" {
  db_proxy_name = aws_db_proxy.app.name
}

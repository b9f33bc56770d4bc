resource "aws_db_proxy" "app" { # want "hcl/db-proxy-tls-not-required"
  name           = "app"
  engine_family  = "POSTGRESQL"
  role_arn       = aws_iam_role.proxy.arn
  vpc_subnet_ids = var.private_subnet_ids

  auth {
    auth_scheme = "SECRETS"
    iam_auth    = "REQUIRED"
    secret_arn  = aws_secretsmanager_secret.db.arn
  }
}

resource "aws_db_proxy" "legacy" { # want "hcl/db-proxy-tls-not-required"
  name           = "legacy"
  engine_family  = "MYSQL"
  role_arn       = aws_iam_role.proxy.arn
  vpc_subnet_ids = var.private_subnet_ids
  require_tls    = false

  auth {
    auth_scheme = "SECRETS"
    secret_arn  = aws_secretsmanager_secret.legacy.arn
  }
}

resource "aws_secretsmanager_secret_rotation" "db" { # want "hcl/secret-rotation-infrequent"
  secret_id           = aws_secretsmanager_secret.db.id
  rotation_lambda_arn = aws_lambda_function.rotate.arn
  rotation_rules {
    automatically_after_days = 365
  }
}

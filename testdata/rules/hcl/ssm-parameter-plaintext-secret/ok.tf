resource "aws_ssm_parameter" "db_password" {
  name   = "/app/prod/db_password"
  type   = "SecureString"
  key_id = aws_kms_key.params.arn
  value  = random_password.db.result
}

resource "aws_ssm_parameter" "db_host" {
  name  = "/app/prod/db_host"
  type  = "String"
  value = aws_db_instance.main.address
}

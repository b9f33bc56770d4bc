resource "aws_sfn_state_machine" "orders" { # want "hcl/execution-logging-unset"
  name       = "orders"
  role_arn   = aws_iam_role.sfn.arn
  definition = file("orders.asl.json")
}

resource "aws_mwaa_environment" "airflow" { # want "hcl/execution-logging-unset"
  name               = "airflow"
  dag_s3_path        = "dags/"
  execution_role_arn = aws_iam_role.mwaa.arn
  source_bucket_arn  = aws_s3_bucket.dags.arn
  network_configuration {
    security_group_ids = [aws_security_group.mwaa.id]
    subnet_ids         = var.private_subnets
  }
}

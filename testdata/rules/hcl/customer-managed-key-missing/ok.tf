resource "aws_cloudwatch_log_group" "app" {
  name              = "/app/web"
  retention_in_days = 90
  kms_key_id        = aws_kms_key.logs.arn
}

resource "aws_secretsmanager_secret" "db" {
  name       = "db-password"
  kms_key_id = var.secrets_key_arn
}

resource "aws_dynamodb_table" "orders" {
  name     = "orders"
  hash_key = "id"
  server_side_encryption {
    enabled     = true
    kms_key_arn = aws_kms_key.data.arn
  }
}

resource "aws_dynamodb_table" "restored" {
  name                = "orders-restored"
  restore_source_name = "orders"
}

resource "aws_ecr_repository" "app" {
  name = "app"
  encryption_configuration {
    encryption_type = "KMS"
    kms_key         = aws_kms_key.ecr.arn
  }
}

resource "aws_sns_topic" "alerts" {
  name              = "alerts"
  kms_master_key_id = aws_kms_key.sns.id
}

resource "aws_sqs_queue" "jobs" {
  name              = "jobs"
  kms_master_key_id = "alias/jobs"
}

resource "aws_redshift_cluster" "dw" {
  cluster_identifier  = "dw"
  node_type           = "ra3.xlplus"
  snapshot_identifier = "dw-final"
}

resource "aws_cloudwatch_log_group" "app" { # want "hcl/customer-managed-key-missing: aws_cloudwatch_log_group uses no customer managed KMS key"
  name              = "/app/web"
  retention_in_days = 90
}

resource "aws_secretsmanager_secret" "db" { # want "hcl/customer-managed-key-missing"
  name = "db-password"
}

resource "aws_dynamodb_table" "orders" { # want "hcl/customer-managed-key-missing"
  name     = "orders"
  hash_key = "id"
  server_side_encryption {
    enabled = true
  }
}

resource "aws_ecr_repository" "app" { # want "hcl/customer-managed-key-missing"
  name = "app"
}

resource "aws_sns_topic" "alerts" { # want "hcl/customer-managed-key-missing"
  name              = "alerts"
  kms_master_key_id = "alias/aws/sns"
}

resource "aws_redshift_cluster" "dw" { # want "hcl/customer-managed-key-missing"
  cluster_identifier = "dw"
  node_type          = "ra3.xlplus"
  encrypted          = true
}

resource "aws_ebs_volume" "data" { # want "hcl/encrypted-with-service-key: aws_ebs_volume is encrypted with a key the service manages"
  availability_zone = "eu-west-1a"
  size              = 100
  type              = "gp3"
  encrypted         = true
}

resource "aws_efs_file_system" "shared" { # want "hcl/encrypted-with-service-key: aws_efs_file_system"
  creation_token   = "shared"
  encrypted        = true
  performance_mode = "generalPurpose"
}

resource "aws_docdb_cluster" "catalog" { # want "hcl/encrypted-with-service-key: aws_docdb_cluster"
  cluster_identifier  = "catalog"
  engine              = "docdb"
  master_username     = "catalog"
  master_password     = var.catalog_password
  storage_encrypted   = true
  skip_final_snapshot = false
}

resource "aws_neptune_cluster" "graph" { # want "hcl/encrypted-with-service-key: aws_neptune_cluster"
  cluster_identifier = "graph"
  engine             = "neptune"
  storage_encrypted  = true
}

resource "aws_lambda_function" "api" { # want "hcl/encrypted-with-service-key: aws_lambda_function"
  function_name = "api"
  role          = aws_iam_role.api.arn
  runtime       = "python3.12"
  handler       = "app.handler"
  filename      = "api.zip"

  environment {
    variables = {
      DATABASE_URL = var.database_url
    }
  }
}

resource "azurerm_cosmosdb_account" "orders" { # want "hcl/encrypted-with-service-key: azurerm_cosmosdb_account"
  name                = "orders"
  location            = azurerm_resource_group.main.location
  resource_group_name = azurerm_resource_group.main.name
  offer_type          = "Standard"

  consistency_policy {
    consistency_level = "Session"
  }

  geo_location {
    location          = azurerm_resource_group.main.location
    failover_priority = 0
  }
}

resource "aws_kinesis_firehose_delivery_stream" "events" { # want "hcl/encrypted-with-service-key: aws_kinesis_firehose_delivery_stream"
  name        = "events"
  destination = "extended_s3"

  server_side_encryption {
    enabled  = true
    key_type = "AWS_OWNED_CMK"
  }

  extended_s3_configuration {
    role_arn   = aws_iam_role.firehose.arn
    bucket_arn = aws_s3_bucket.events.arn
  }
}

resource "aws_opensearchserverless_security_policy" "logs" { # want "hcl/encrypted-with-service-key: aws_opensearchserverless_security_policy"
  name = "logs"
  type = "encryption"
  policy = jsonencode({
    Rules = [
      {
        Resource     = ["collection/logs"]
        ResourceType = "collection"
      }
    ]
    AWSOwnedKey = true
  })
}

resource "aws_sagemaker_notebook_instance" "research" { # want "hcl/encrypted-with-service-key: aws_sagemaker_notebook_instance"
  name                   = "research"
  role_arn               = aws_iam_role.sagemaker.arn
  instance_type          = "ml.t3.medium"
  direct_internet_access = "Disabled"
  root_access            = "Disabled"
  subnet_id              = aws_subnet.private.id
  security_groups        = [aws_security_group.notebook.id]
}

resource "aws_msk_cluster" "events" { # want "hcl/encrypted-with-service-key: aws_msk_cluster"
  cluster_name           = "events"
  kafka_version          = "3.6.0"
  number_of_broker_nodes = 3

  broker_node_group_info {
    instance_type   = "kafka.m5.large"
    client_subnets  = var.private_subnet_ids
    security_groups = [aws_security_group.kafka.id]
  }

  encryption_info {
    encryption_in_transit {
      client_broker = "TLS"
      in_cluster    = true
    }
  }
}

resource "aws_elasticache_replication_group" "sessions" { # want "hcl/encrypted-with-service-key: aws_elasticache_replication_group"
  replication_group_id       = "sessions"
  description                = "session store"
  engine                     = "redis"
  node_type                  = "cache.t4g.small"
  at_rest_encryption_enabled = true
  transit_encryption_enabled = true
  auth_token                 = var.redis_auth_token
}

resource "aws_opensearch_domain" "logs" { # want "hcl/encrypted-with-service-key: aws_opensearch_domain"
  domain_name    = "logs"
  engine_version = "OpenSearch_2.11"

  encrypt_at_rest {
    enabled = true
  }
}

resource "aws_ssm_parameter" "db_password" { # want "hcl/encrypted-with-service-key: aws_ssm_parameter"
  name  = "/shop/prod/db_password"
  type  = "SecureString"
  value = random_password.db.result
}

resource "aws_workspaces_workspace" "analyst" { # want "hcl/encrypted-with-service-key: aws_workspaces_workspace"
  directory_id                   = aws_workspaces_directory.main.id
  bundle_id                      = data.aws_workspaces_bundle.standard.id
  user_name                      = "analyst"
  root_volume_encryption_enabled = true
  user_volume_encryption_enabled = true
}

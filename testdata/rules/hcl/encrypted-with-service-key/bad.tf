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

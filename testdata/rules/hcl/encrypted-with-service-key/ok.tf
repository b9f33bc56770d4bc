resource "aws_ebs_volume" "data" {
  availability_zone = "eu-west-1a"
  size              = 100
  encrypted         = true
  kms_key_id        = aws_kms_key.ebs.arn
}

# restored from a snapshot: the volume takes the snapshot's key
resource "aws_ebs_volume" "restored" {
  availability_zone = "eu-west-1a"
  snapshot_id       = var.snapshot_id
  encrypted         = true
}

# not encrypted at all: another rule's finding, not this one's
resource "aws_efs_file_system" "scratch" {
  creation_token = "scratch"
}

resource "aws_efs_file_system" "shared" {
  creation_token = "shared"
  encrypted      = true
  kms_key_id     = aws_kms_key.efs.arn
}

resource "aws_docdb_cluster" "catalog" {
  cluster_identifier = "catalog"
  storage_encrypted  = true
  kms_key_id         = aws_kms_key.docdb.arn
}

resource "aws_neptune_cluster" "graph" {
  cluster_identifier = "graph"
  storage_encrypted  = true
  kms_key_arn        = aws_kms_key.neptune.arn
}

# a replica of an encrypted cluster takes its source's key
resource "aws_neptune_cluster" "replica" {
  cluster_identifier            = "graph-replica"
  storage_encrypted             = true
  replication_source_identifier = aws_neptune_cluster.graph.arn
}

# CodeBuild encrypts artifacts with the account's S3 key unless told otherwise: left to the
# artifacts rule (encryption_disabled), not reported here
resource "aws_codebuild_project" "build" {
  name         = "build"
  service_role = aws_iam_role.codebuild.arn

  artifacts {
    type     = "S3"
    location = aws_s3_bucket.artifacts.bucket
  }
}

resource "aws_lambda_function" "api" {
  function_name = "api"
  role          = aws_iam_role.api.arn
  runtime       = "python3.12"
  handler       = "app.handler"
  filename      = "api.zip"
  kms_key_arn   = aws_kms_key.lambda.arn

  environment {
    variables = {
      DATABASE_URL = var.database_url
    }
  }
}

# no environment variables: nothing for kms_key_arn to encrypt
resource "aws_lambda_function" "worker" {
  function_name = "worker"
  role          = aws_iam_role.worker.arn
  runtime       = "python3.12"
  handler       = "app.handler"
  filename      = "worker.zip"
}

resource "azurerm_cosmosdb_account" "orders" {
  name                = "orders"
  location            = azurerm_resource_group.main.location
  resource_group_name = azurerm_resource_group.main.name
  offer_type          = "Standard"
  key_vault_key_id    = azurerm_key_vault_key.cosmos.versionless_id
}

resource "aws_kinesis_firehose_delivery_stream" "events" {
  name        = "events"
  destination = "extended_s3"

  server_side_encryption {
    enabled  = true
    key_type = "CUSTOMER_MANAGED_CMK"
    key_arn  = aws_kms_key.firehose.arn
  }
}

resource "aws_opensearchserverless_security_policy" "logs" {
  name = "logs"
  type = "encryption"
  policy = jsonencode({
    Rules = [
      {
        Resource     = ["collection/logs"]
        ResourceType = "collection"
      }
    ]
    AWSOwnedKey = false
    KmsARN      = aws_kms_key.search.arn
  })
}

resource "aws_sagemaker_notebook_instance" "research" {
  name          = "research"
  role_arn      = aws_iam_role.sagemaker.arn
  instance_type = "ml.t3.medium"
  kms_key_id    = aws_kms_key.sagemaker.arn
}

resource "aws_msk_cluster" "events" {
  cluster_name           = "events"
  kafka_version          = "3.6.0"
  number_of_broker_nodes = 3

  encryption_info {
    encryption_at_rest_kms_key_arn = aws_kms_key.kafka.arn
  }
}

resource "aws_elasticache_replication_group" "sessions" {
  replication_group_id       = "sessions"
  description                = "session store"
  at_rest_encryption_enabled = true
  kms_key_id                 = aws_kms_key.cache.arn
}

resource "aws_opensearch_domain" "logs" {
  domain_name = "logs"

  encrypt_at_rest {
    enabled    = true
    kms_key_id = aws_kms_key.search.arn
  }
}

resource "aws_ssm_parameter" "db_password" {
  name   = "/shop/prod/db_password"
  type   = "SecureString"
  value  = random_password.db.result
  key_id = aws_kms_key.params.arn
}

# a plain String parameter is not encrypted at all, by design
resource "aws_ssm_parameter" "region" {
  name  = "/shop/prod/region"
  type  = "String"
  value = "eu-west-1"
}

resource "aws_workspaces_workspace" "analyst" {
  directory_id                   = aws_workspaces_directory.main.id
  bundle_id                      = data.aws_workspaces_bundle.standard.id
  user_name                      = "analyst"
  root_volume_encryption_enabled = true
  user_volume_encryption_enabled = true
  volume_encryption_key          = aws_kms_key.workspaces.arn
}

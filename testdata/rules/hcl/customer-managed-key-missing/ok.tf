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

# encryption asked for and given (the provider's key): a compliance choice this rule leaves alone
resource "aws_rds_cluster" "aurora" {
  cluster_identifier = "aurora"
  storage_encrypted  = true
}

resource "aws_lambda_function" "env" {
  function_name = "env"
  environment {
    variables = {
      STAGE = "prod"
    }
  }
}

# left unencrypted: hcl/storage-unencrypted-by-default's finding, not this one
resource "aws_efs_file_system" "plain" {
  creation_token = "plain"
}

resource "aws_efs_file_system" "shared" {
  creation_token = "shared"
  encrypted      = true
  kms_key_id     = aws_kms_key.efs.arn
}

resource "aws_rds_cluster" "replica" {
  cluster_identifier        = "replica"
  storage_encrypted         = true
  global_cluster_identifier = aws_rds_global_cluster.main.id
}

resource "aws_mq_broker" "events" {
  broker_name = "events"
  encryption_options {
    kms_key_id        = aws_kms_key.mq.arn
    use_aws_owned_key = false
  }
}

resource "aws_lambda_function" "api" {
  function_name = "api"
  kms_key_arn   = aws_kms_key.lambda.arn
  environment {
    variables = {
      STAGE = "prod"
    }
  }
}

resource "aws_lambda_function" "no_env" {
  function_name = "worker"
  role          = aws_iam_role.api.arn
}

resource "aws_kinesis_stream" "clicks" {
  name            = "clicks"
  shard_count     = 1
  encryption_type = "KMS"
  kms_key_id      = aws_kms_key.kinesis.id
}

resource "google_pubsub_topic" "events" {
  name         = "events"
  kms_key_name = google_kms_crypto_key.pubsub.id
}

resource "google_bigquery_dataset" "analytics" {
  dataset_id = "analytics"
  default_encryption_configuration {
    kms_key_name = var.bq_key
  }
}

resource "google_dataproc_cluster" "etl" {
  name = "etl"
  cluster_config {
    encryption_config {
      kms_key_name = google_kms_crypto_key.dataproc.id
    }
  }
}

resource "google_compute_disk" "data" {
  name = "data"
  disk_encryption_key {
    kms_key_self_link = google_kms_crypto_key.disk.id
  }
}

resource "google_vertex_ai_dataset" "images" {
  display_name = "images"
  dynamic "encryption_spec" {
    for_each = var.kms_key == null ? [] : [var.kms_key]
    content {
      kms_key_name = encryption_spec.value
    }
  }
}

resource "azurerm_cosmosdb_account" "db" {
  name             = "db"
  key_vault_key_id = azurerm_key_vault_key.cosmos.versionless_id
}

resource "azurerm_managed_disk" "data" {
  name                   = "data"
  disk_encryption_set_id = azurerm_disk_encryption_set.main.id
}

# a view holds no data of its own
resource "google_bigquery_table" "daily" {
  dataset_id = "analytics"
  table_id   = "daily"
  view {
    query          = "SELECT day, COUNT(*) AS n FROM analytics.events GROUP BY day"
    use_legacy_sql = false
  }
}

resource "aws_kinesis_video_stream" "cam" {
  name                    = "cam"
  data_retention_in_hours = 24
  kms_key_id              = aws_kms_key.video.arn
}

resource "aws_keyspaces_table" "events" {
  keyspace_name = aws_keyspaces_keyspace.app.name
  table_name    = "events"
  encryption_specification {
    type               = "CUSTOMER_MANAGED_KMS_KEY"
    kms_key_identifier = aws_kms_key.keyspaces.arn
  }
  schema_definition {
    column {
      name = "id"
      type = "uuid"
    }
    partition_key {
      name = "id"
    }
  }
}

resource "aws_dms_endpoint" "source" {
  endpoint_id   = "source"
  endpoint_type = "source"
  engine_name   = "postgres"
  ssl_mode      = "require"
  kms_key_arn   = aws_kms_key.dms.arn
}

resource "google_dataproc_cluster" "etl" {
  name   = "etl"
  region = "europe-west1"
  cluster_config {
    encryption_config {
      kms_key_name = google_kms_crypto_key.dataproc.id
    }
  }
}

resource "google_data_fusion_instance" "pipelines" {
  name   = "pipelines"
  region = "europe-west1"
  type   = "BASIC"
  crypto_key_config {
    key_reference = google_kms_crypto_key.fusion.id
  }
}

resource "aws_cloudwatch_log_group" "app" { # want "hcl/customer-managed-key-missing: aws_cloudwatch_log_group uses no customer managed key"
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



resource "aws_fsx_lustre_file_system" "scratch" { # want "hcl/customer-managed-key-missing"
  storage_capacity = 1200
  subnet_ids       = [aws_subnet.a.id]
}



resource "aws_kinesis_stream" "clicks" { # want "hcl/customer-managed-key-missing"
  name            = "clicks"
  shard_count     = 1
  encryption_type = "KMS"
  kms_key_id      = "alias/aws/kinesis"
}

resource "aws_sqs_queue" "arn_alias" { # want "hcl/customer-managed-key-missing"
  name              = "jobs"
  kms_master_key_id = "arn:aws:kms:eu-west-1:111122223333:alias/aws/sqs"
}

resource "google_pubsub_topic" "events" { # want "hcl/customer-managed-key-missing: google_pubsub_topic uses no customer managed key"
  name = "events"
}

resource "google_bigquery_dataset" "analytics" { # want "hcl/customer-managed-key-missing"
  dataset_id = "analytics"
  location   = "EU"
}


resource "google_compute_disk" "data" { # want "hcl/customer-managed-key-missing"
  name  = "data"
  type  = "pd-ssd"
  zone  = "europe-west1-b"
  image = "debian-cloud/debian-12"
}

resource "google_vertex_ai_dataset" "images" { # want "hcl/customer-managed-key-missing"
  display_name        = "images"
  metadata_schema_uri = "gs://google-cloud-aiplatform/schema/dataset/metadata/image_1.0.0.yaml"
}


resource "azurerm_managed_disk" "data" { # want "hcl/customer-managed-key-missing"
  name                 = "data"
  location             = "westeurope"
  resource_group_name  = "rg"
  storage_account_type = "Premium_LRS"
  create_option        = "Empty"
  disk_size_gb         = 128
}

resource "google_bigquery_table" "events" { # want "hcl/customer-managed-key-missing: google_bigquery_table"
  dataset_id = "analytics"
  table_id   = "events"
}

resource "aws_kinesis_video_stream" "cam" { # want "hcl/customer-managed-key-missing"
  name                    = "cam"
  data_retention_in_hours = 24
}

resource "aws_keyspaces_table" "events" { # want "hcl/customer-managed-key-missing"
  keyspace_name = aws_keyspaces_keyspace.app.name
  table_name    = "events"
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

resource "aws_dms_endpoint" "source" { # want "hcl/customer-managed-key-missing"
  endpoint_id   = "source"
  endpoint_type = "source"
  engine_name   = "postgres"
  ssl_mode      = "require"
}

resource "google_dataproc_cluster" "etl" { # want "hcl/customer-managed-key-missing"
  name   = "etl"
  region = "europe-west1"
  cluster_config {
    master_config {
      num_instances = 1
    }
  }
}

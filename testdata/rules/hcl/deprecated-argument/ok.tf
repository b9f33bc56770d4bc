resource "aws_eip" "nat" {
  domain = "vpc"
}

resource "aws_db_instance" "app" {
  engine         = "postgres"
  instance_class = "db.t3.micro"
  db_name        = "app"
}

resource "aws_db_parameter_group" "app" {
  name   = "app"
  family = "postgres15"
}

resource "azurerm_storage_account" "logs" {
  name                       = "logs"
  https_traffic_only_enabled = true
}

resource "azurerm_kubernetes_cluster" "k8s" {
  name                              = "k8s"
  role_based_access_control_enabled = true
}

resource "aws_s3_bucket" "site" {
  bucket = "site"
}

resource "aws_s3_bucket_acl" "site" {
  bucket = aws_s3_bucket.site.id
  acl    = "private"
}

resource "aws_vpc_endpoint" "s3" {
  vpc_id = var.vpc_id
  policy = data.aws_iam_policy_document.s3.json
}

resource "aws_elasticache_replication_group" "sessions" {
  replication_group_id = "sessions"
  description          = "sessions"
  num_cache_clusters   = 2
}

resource "aws_iam_role_policy_attachments_exclusive" "app" {
  role_name   = aws_iam_role.app.name
  policy_arns = [aws_iam_policy.app.arn]
}

resource "aws_guardduty_detector_feature" "s3" {
  detector_id = aws_guardduty_detector.main.id
  name        = "S3_DATA_EVENTS"
  status      = "ENABLED"
}

resource "google_container_node_pool" "np" {
  name    = "np"
  cluster = google_container_cluster.gke.id
  node_config {
    workload_metadata_config {
      mode = "GKE_METADATA"
    }
  }
}

resource "google_sql_database_instance" "db" {
  name             = "db"
  database_version = "POSTGRES_15"
  settings {
    tier = "db-f1-micro"
    ip_configuration {
      ssl_mode = "ENCRYPTED_ONLY"
    }
  }
}

resource "azurerm_kubernetes_cluster_node_pool" "user" {
  name                   = "user"
  kubernetes_cluster_id  = azurerm_kubernetes_cluster.aks.id
  node_public_ip_enabled = false
  auto_scaling_enabled   = true
}

resource "aws_cloudwatch_event_rule" "nightly" {
  name                = "nightly"
  schedule_expression = "cron(0 2 * * ? *)"
  state               = "ENABLED"
}

resource "aws_db_instance" "current" {
  engine                 = "mysql"
  instance_class         = "db.t3.micro"
  vpc_security_group_ids = [aws_security_group.db.id]
}

resource "aws_autoscaling_group" "workers" {
  max_size = 2
  min_size = 1
  tag {
    key                 = "team"
    value               = "infra"
    propagate_at_launch = true
  }
}

resource "aws_secretsmanager_secret_rotation" "db" {
  secret_id           = aws_secretsmanager_secret.db.id
  rotation_lambda_arn = aws_lambda_function.rotate.arn
  rotation_rules {
    automatically_after_days = 30
  }
}

resource "azurerm_monitor_diagnostic_setting" "kv" {
  name                       = "kv"
  target_resource_id         = azurerm_key_vault.kv.id
  log_analytics_workspace_id = azurerm_log_analytics_workspace.main.id
  enabled_log {
    category = "AuditEvent"
  }
}

terraform {
  backend "s3" {
    bucket       = "example-terraform-state"
    key          = "app/terraform.tfstate"
    region       = "eu-west-1"
    use_lockfile = true
    assume_role {
      role_arn = "arn:aws:iam::123456789012:role/terraform"
    }
  }
}

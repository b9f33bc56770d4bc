resource "aws_eip" "nat" {
  vpc = true # want "hcl/deprecated-argument: vpc in aws_eip is deprecated"
}

resource "aws_db_instance" "app" {
  engine         = "postgres"
  instance_class = "db.t3.micro"
  name           = "app" # want "hcl/deprecated-argument"
}

resource "azurerm_storage_account" "logs" {
  name                      = "logs"
  enable_https_traffic_only = true # want "hcl/deprecated-argument"
}

resource "azurerm_kubernetes_cluster" "k8s" {
  name = "k8s"
  role_based_access_control { # want "hcl/deprecated-argument"
    enabled = true
  }
}

resource "aws_s3_bucket" "site" {
  bucket = "site"
  acl    = "private" # want "hcl/deprecated-argument"
}

resource "aws_elasticache_replication_group" "sessions" {
  replication_group_id          = "sessions"
  replication_group_description = "sessions" # want "hcl/deprecated-argument: replication_group_description in aws_elasticache_replication_group"
  number_cache_clusters         = 2 # want "hcl/deprecated-argument"
}

resource "aws_iam_role" "app" {
  name                = "app"
  assume_role_policy  = data.aws_iam_policy_document.assume.json
  managed_policy_arns = [aws_iam_policy.app.arn] # want "hcl/deprecated-argument"
  inline_policy { # want "hcl/deprecated-argument"
    name   = "inline"
    policy = data.aws_iam_policy_document.inline.json
  }
}

resource "aws_guardduty_detector" "main" {
  enable = true
  datasources { # want "hcl/deprecated-argument"
    s3_logs {
      enable = true
    }
  }
}

resource "azurerm_redis_cache" "cache" {
  name               = "cache"
  enable_non_ssl_port = false # want "hcl/deprecated-argument"
}

resource "azurerm_network_interface" "nic" {
  name                 = "nic"
  enable_ip_forwarding = false # want "hcl/deprecated-argument"
}

resource "google_container_cluster" "gke" {
  name                        = "gke"
  enable_binary_authorization = true # want "hcl/deprecated-argument"
  node_config {
    workload_metadata_config {
      node_metadata = "GKE_METADATA_SERVER" # want "hcl/deprecated-argument: node_metadata in google_container_cluster"
    }
  }
}

resource "google_sql_database_instance" "db" {
  name             = "db"
  database_version = "POSTGRES_15"
  settings {
    tier = "db-f1-micro"
    ip_configuration {
      require_ssl = true # want "hcl/deprecated-argument: require_ssl in google_sql_database_instance"
    }
  }
}

resource "azurerm_kubernetes_cluster" "aks" {
  name = "aks"
  default_node_pool {
    name                = "system"
    enable_auto_scaling = true # want "hcl/deprecated-argument: enable_auto_scaling in azurerm_kubernetes_cluster"
  }
}

resource "azurerm_kubernetes_cluster_node_pool" "user" {
  name                  = "user"
  kubernetes_cluster_id = azurerm_kubernetes_cluster.aks.id
  enable_node_public_ip = false # want "hcl/deprecated-argument"
}

resource "aws_cloudwatch_event_rule" "nightly" {
  name                = "nightly"
  schedule_expression = "cron(0 2 * * ? *)"
  is_enabled          = true # want "hcl/deprecated-argument"
}

resource "aws_db_instance" "classic" {
  engine               = "mysql"
  instance_class       = "db.t3.micro"
  security_group_names = ["legacy"] # want "hcl/deprecated-argument"
}

resource "aws_autoscaling_group" "workers" {
  max_size = 2
  min_size = 1
  tags = [ # want "hcl/deprecated-argument"
    { key = "team", value = "infra", propagate_at_launch = true },
  ]
}

resource "aws_secretsmanager_secret" "db" {
  name                = "db"
  rotation_lambda_arn = aws_lambda_function.rotate.arn # want "hcl/deprecated-argument"
  rotation_rules { # want "hcl/deprecated-argument"
    automatically_after_days = 30
  }
}

resource "azurerm_monitor_diagnostic_setting" "kv" {
  name               = "kv"
  target_resource_id = azurerm_key_vault.kv.id
  storage_account_id = azurerm_storage_account.logs.id
  log { # want "hcl/deprecated-argument"
    category = "AuditEvent"
    enabled  = true
    retention_policy { # want "hcl/deprecated-argument"
      enabled = true
      days    = 90
    }
  }
}

resource "azurerm_kubernetes_cluster" "aks" {
  name                      = "aks"
  location                  = azurerm_resource_group.rg.location
  resource_group_name       = azurerm_resource_group.rg.name
  dns_prefix                = "aks"
  automatic_channel_upgrade = "patch" # want "hcl/deprecated-argument"
}

terraform {
  backend "s3" {
    bucket         = "example-terraform-state"
    key            = "app/terraform.tfstate"
    region         = "eu-west-1"
    dynamodb_table = "terraform-locks" # want "hcl/deprecated-argument"
    role_arn       = "arn:aws:iam::123456789012:role/terraform" # want "hcl/deprecated-argument"
  }
}

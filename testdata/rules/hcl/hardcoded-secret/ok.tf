provider "aws" {
  region = "eu-west-1"
}

variable "db_password" {
  type      = string
  sensitive = true
}

variable "token_ttl" {
  type    = number
  default = 3600
}

resource "random_password" "db" {
  length = 32
}

resource "aws_db_instance" "orders" {
  engine            = "postgres"
  instance_class    = "db.t3.micro"
  storage_encrypted = true
  username          = "app"
  password          = random_password.db.result
}

resource "aws_rds_cluster" "reports" {
  engine          = "aurora-postgresql"
  master_password = var.db_password
  storage_encrypted = true
}

resource "aws_ssm_parameter" "db" {
  name  = "/app/db_password"
  type  = "SecureString"
  value = random_password.db.result
}

resource "azurerm_linux_virtual_machine" "vm" {
  admin_password = "${var.admin_password}"
}

# Tokens that are not credentials: an idempotency token, a secret's name.
resource "aws_efs_file_system" "shared" {
  creation_token = "shared"
  encrypted      = true
}

variable "creation_token" {
  type    = string
  default = "shared-fs"
}

resource "google_secret_manager_secret_version" "db" {
  secret      = "projects/example/secrets/db-password"
  secret_data = var.db_password
}

resource "aws_lambda_function" "worker" {
  function_name = "worker"
  role          = aws_iam_role.worker.arn
  handler       = "index.handler"
  runtime       = "nodejs20.x"
  environment {
    variables = {
      STAGE           = "prod"
      DB_PASSWORD_ARN = aws_secretsmanager_secret.db.arn
      DB_PASSWORD     = var.db_password
      API_TOKEN       = ""
      password_length = "32"
    }
  }
}

resource "aws_ecs_task_definition" "api" {
  family = "api"
  container_definitions = jsonencode([
    {
      name  = "api"
      image = "registry.example.com/api:1.4.0"
      environment = [
        { name = "LOG_LEVEL", value = "info" },
        { name = "DB_PASSWORD_FILE", value = "/run/secrets/db" },
      ]
      secrets = [
        { name = "DB_PASSWORD", valueFrom = aws_secretsmanager_secret.db.arn },
      ]
    },
  ])
}

resource "google_compute_disk" "data" {
  name = "data"
  zone = "europe-west1-b"
  disk_encryption_key {
    kms_key_self_link = google_kms_crypto_key.disk.id
  }
}

resource "aws_codebuild_project" "build" {
  name         = "build"
  service_role = aws_iam_role.codebuild.arn
  environment {
    compute_type = "BUILD_GENERAL1_SMALL"
    image        = "aws/codebuild/standard:7.0"
    type         = "LINUX_CONTAINER"
    environment_variable {
      name  = "NPM_AUTH_TOKEN"
      value = "/ci/npm/auth-token"
      type  = "PARAMETER_STORE"
    }
  }
}

resource "aws_ecs_task_definition" "json" {
  family                = "json"
  container_definitions = <<DEFS
[
  {
    "name": "api",
    "image": "registry.example.com/api:1.0.0",
    "environment": [
      { "name": "DB_HOST", "value": "db.internal" },
      { "name": "DB_PASSWORD", "value": "${var.db_password}" }
    ],
    "secrets": [
      { "name": "API_KEY", "valueFrom": "arn:aws:ssm:eu-west-1:123456789012:parameter/api-key" }
    ]
  }
]
DEFS
}

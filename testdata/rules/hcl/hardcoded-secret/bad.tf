provider "aws" { # want "hcl/hardcoded-secret: access_key is a literal value" "hcl/hardcoded-secret"
  region     = "eu-west-1"
  access_key = "AKIAIOSFODNN7EXAMPLE"
  secret_key = "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY"
}

resource "aws_db_instance" "orders" { # want "hcl/hardcoded-secret"
  engine            = "postgres"
  instance_class    = "db.t3.micro"
  storage_encrypted = true
  username          = "app"
  password          = "S3cure-But-Committed"
}

variable "api_token" { # want "hcl/hardcoded-secret: default is a literal value"
  type    = string
  default = "tok_51H8d2e3f4a5b6c7"
}

resource "aws_lambda_function" "worker" { # want "hcl/hardcoded-secret: DB_PASSWORD is a literal value" "hcl/hardcoded-secret"
  function_name = "worker"
  role          = aws_iam_role.worker.arn
  handler       = "index.handler"
  runtime       = "nodejs20.x"
  environment {
    variables = {
      STAGE                 = "prod"
      DB_PASSWORD           = "hunter2-prod"
      AWS_SECRET_ACCESS_KEY = "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY"
    }
  }
}

resource "aws_ecs_task_definition" "api" { # want "hcl/hardcoded-secret"
  family = "api"
  container_definitions = jsonencode([
    {
      name  = "api"
      image = "registry.example.com/api:1.4.0"
      environment = [
        { name = "LOG_LEVEL", value = "info" },
        { name = "DB_PASSWORD", value = "hunter2-prod" },
      ]
    },
  ])
}

resource "google_compute_disk" "data" { # want "hcl/hardcoded-secret: raw_key is a literal value"
  name = "data"
  zone = "europe-west1-b"
  disk_encryption_key {
    raw_key = "SGVsbG8gZnJvbSBHb29nbGUgQ2xvdWQgUGxhdGZvcm0="
  }
}

resource "aws_elasticache_replication_group" "cache" { # want "hcl/hardcoded-secret: auth_token is a literal value"
  replication_group_id       = "cache"
  description                = "sessions"
  transit_encryption_enabled = true
  auth_token                 = "a-long-redis-auth-token-0123456789"
}

resource "aws_codebuild_project" "build" { # want "hcl/hardcoded-secret"
  name         = "build"
  service_role = aws_iam_role.codebuild.arn
  environment {
    compute_type = "BUILD_GENERAL1_SMALL"
    image        = "aws/codebuild/standard:7.0"
    type         = "LINUX_CONTAINER"
    environment_variable {
      name  = "NPM_AUTH_TOKEN"
      value = "npm_8f2c1e0d9b7a6f5e4d3c2b1a0f9e8d7c6b5a"
    }
  }
}

resource "azurerm_linux_function_app" "jobs" { # want "hcl/hardcoded-secret"
  name                       = "jobs"
  resource_group_name        = "rg"
  location                   = "westeurope"
  service_plan_id            = azurerm_service_plan.main.id
  storage_account_name       = "jobsstore"
  storage_account_access_key = "m0S+u8kY2lq1R3pV9zXc4TnHbJd6FgWe7sQaLkPoUiYtReWq=="
  site_config {}
}

resource "aws_ecs_task_definition" "json" { # want "hcl/hardcoded-secret"
  family                = "json"
  container_definitions = <<DEFS
[
  {
    "name": "api",
    "image": "registry.example.com/api:1.0.0",
    "environment": [
      { "name": "DB_PASSWORD", "value": "s3cr3t-Pa55" }
    ]
  }
]
DEFS
}

provider "cloudflare" { # want "hcl/hardcoded-secret: api_token is a literal value"
  api_token = "Zx3kP9qLmN2vB7wR4tY6uI8oP1aS5dF0gH"
}

provider "aws" {
  region     = "eu-west-1"
  access_key = "AKIAIOSFODNN7EXAMPLE" # want "hcl/hardcoded-secret: access_key is a literal value"
  secret_key = "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY" # want "hcl/hardcoded-secret"
}

resource "aws_db_instance" "orders" {
  engine            = "postgres"
  instance_class    = "db.t3.micro"
  storage_encrypted = true
  username          = "app"
  password          = "S3cure-But-Committed" # want "hcl/hardcoded-secret"
}

variable "api_token" {
  type    = string
  default = "tok_51H8d2e3f4a5b6c7" # want "hcl/hardcoded-secret: default is a literal value"
}

resource "aws_lambda_function" "worker" {
  function_name = "worker"
  role          = aws_iam_role.worker.arn
  handler       = "index.handler"
  runtime       = "nodejs20.x"
  environment {
    variables = {
      STAGE                 = "prod"
      DB_PASSWORD           = "hunter2-prod" # want "hcl/hardcoded-secret: DB_PASSWORD is a literal value"
      AWS_SECRET_ACCESS_KEY = "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY" # want "hcl/hardcoded-secret"
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
        { name = "DB_PASSWORD", value = "hunter2-prod" }, # want "hcl/hardcoded-secret"
      ]
    },
  ])
}

resource "google_compute_disk" "data" {
  name = "data"
  zone = "europe-west1-b"
  disk_encryption_key {
    raw_key = "SGVsbG8gZnJvbSBHb29nbGUgQ2xvdWQgUGxhdGZvcm0=" # want "hcl/hardcoded-secret: raw_key is a literal value"
  }
}

resource "aws_elasticache_replication_group" "cache" {
  replication_group_id       = "cache"
  description                = "sessions"
  transit_encryption_enabled = true
  auth_token                 = "a-long-redis-auth-token-0123456789" # want "hcl/hardcoded-secret: auth_token is a literal value"
}

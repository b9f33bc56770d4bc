resource "aws_ebs_volume" "data" {
  availability_zone = "eu-west-1a"
  size              = 100
  encrypted         = false # want "hcl/unencrypted-storage: encrypted = false"
}

resource "aws_db_instance" "main" {
  engine            = "postgres"
  instance_class    = "db.t3.micro"
  storage_encrypted = false # want "hcl/unencrypted-storage"
}

resource "aws_codebuild_project" "build" {
  name         = "build"
  service_role = aws_iam_role.codebuild.arn
  artifacts {
    type                = "S3"
    location            = aws_s3_bucket.artifacts.bucket
    encryption_disabled = true # want "hcl/unencrypted-storage: encryption_disabled = true"
  }
}

resource "aws_ebs_encryption_by_default" "this" {
  enabled = false # want "hcl/unencrypted-storage: enabled = false"
}

resource "aws_api_gateway_method_settings" "all" {
  rest_api_id = aws_api_gateway_rest_api.api.id
  stage_name  = aws_api_gateway_stage.prod.stage_name
  method_path = "*/*"
  settings {
    caching_enabled      = true
    cache_data_encrypted = false # want "hcl/unencrypted-storage"
  }
}

resource "aws_glue_security_configuration" "etl" {
  name = "etl"
  encryption_configuration {
    cloudwatch_encryption {
      cloudwatch_encryption_mode = "DISABLED" # want "hcl/unencrypted-storage"
    }
    job_bookmarks_encryption {
      job_bookmarks_encryption_mode = "CSE-KMS"
      kms_key_arn                   = aws_kms_key.glue.arn
    }
    s3_encryption {
      s3_encryption_mode = "SSE-S3"
    }
  }
}

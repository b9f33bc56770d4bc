resource "aws_ebs_volume" "data" { # want "hcl/unencrypted-storage: encrypted = false"
  availability_zone = "eu-west-1a"
  size              = 100
  encrypted         = false
}

resource "aws_db_instance" "main" { # want "hcl/unencrypted-storage"
  engine            = "postgres"
  instance_class    = "db.t3.micro"
  storage_encrypted = false
}

resource "aws_codebuild_project" "build" { # want "hcl/unencrypted-storage: encryption_disabled = true"
  name         = "build"
  service_role = aws_iam_role.codebuild.arn
  artifacts {
    type                = "S3"
    location            = aws_s3_bucket.artifacts.bucket
    encryption_disabled = true
  }
}

resource "aws_ebs_encryption_by_default" "this" { # want "hcl/unencrypted-storage: enabled = false"
  enabled = false
}

resource "aws_api_gateway_method_settings" "all" { # want "hcl/unencrypted-storage"
  rest_api_id = aws_api_gateway_rest_api.api.id
  stage_name  = aws_api_gateway_stage.prod.stage_name
  method_path = "*/*"
  settings {
    caching_enabled      = true
    cache_data_encrypted = false
  }
}

resource "aws_glue_security_configuration" "etl" { # want "hcl/unencrypted-storage"
  name = "etl"
  encryption_configuration {
    cloudwatch_encryption {
      cloudwatch_encryption_mode = "DISABLED"
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

resource "aws_ebs_volume" "legacy" { # want "hcl/unencrypted-storage: encrypted = false"
  availability_zone = "us-east-1a"
  size              = 40
  encrypted         = "false"
}

resource "aws_workspaces_workspace" "analyst" { # want "hcl/unencrypted-storage" "hcl/unencrypted-storage"
  directory_id                   = aws_workspaces_directory.main.id
  bundle_id                      = data.aws_workspaces_bundle.standard.id
  user_name                      = "analyst"
  root_volume_encryption_enabled = false
  user_volume_encryption_enabled = false
}

resource "azurerm_kusto_cluster" "d" { # want "hcl/unencrypted-storage: disk_encryption_enabled = false"
  name                    = "d"
  location                = "westeurope"
  resource_group_name     = "rg"
  disk_encryption_enabled = false
  sku {
    name     = "Standard_D13_v2"
    capacity = 2
  }
}

resource "aws_sns_topic" "events" { # want "hcl/unencrypted-storage"
  name              = "events"
  kms_master_key_id = ""
}

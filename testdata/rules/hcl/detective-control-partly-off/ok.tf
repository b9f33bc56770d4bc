resource "aws_guardduty_detector" "main" {
  enable = true
  datasources {
    s3_logs {
      enable = true
    }
    kubernetes {
      audit_logs {
        enable = true
      }
    }
  }
}

resource "aws_guardduty_detector_feature" "eks" {
  detector_id = aws_guardduty_detector.main.id
  name        = "EKS_AUDIT_LOGS"
  status      = "ENABLED"
}

resource "aws_macie2_account" "main" {
  status = "ENABLED"
}

resource "aws_cloudtrail" "all" {
  name                       = "all"
  s3_bucket_name             = aws_s3_bucket.trail.id
  is_multi_region_trail      = true
  enable_log_file_validation = true
  kms_key_id                 = aws_kms_key.trail.arn
  event_selector {
    read_write_type           = "All"
    include_management_events = true
  }
}

resource "aws_neptune_cluster_parameter_group" "graph" {
  family = "neptune1.3"
  name   = "graph"
  parameter {
    name  = "neptune_enable_audit_log"
    value = "1"
  }
}

resource "aws_api_gateway_method_settings" "all" {
  rest_api_id = aws_api_gateway_rest_api.api.id
  stage_name  = aws_api_gateway_stage.prod.stage_name
  method_path = "*/*"
  settings {
    logging_level = "INFO"
  }
}

# "enable = false" in a resource that is not a detective service
resource "aws_appautoscaling_policy" "x" {
  name = "x"
  step_scaling_policy_configuration {
    enable = false
  }
}

resource "azurerm_mssql_server_extended_auditing_policy" "sql" {
  server_id              = azurerm_mssql_server.main.id
  storage_endpoint       = azurerm_storage_account.audit.primary_blob_endpoint
  retention_in_days      = 90
  log_monitoring_enabled = true
}

resource "aws_ecs_cluster" "apps" {
  name = "apps"
  configuration {
    execute_command_configuration {
      logging = "DEFAULT"
    }
  }
}

resource "aws_guardduty_detector" "main" { # want "hcl/detective-control-partly-off: enable = false"
  enable = true
  datasources {
    s3_logs {
      enable = false
    }
  }
}

resource "aws_guardduty_detector_feature" "eks" { # want "hcl/detective-control-partly-off"
  detector_id = aws_guardduty_detector.main.id
  name        = "EKS_AUDIT_LOGS"
  status      = "DISABLED"
}

resource "aws_macie2_account" "main" { # want "hcl/detective-control-partly-off"
  finding_publishing_frequency = "FIFTEEN_MINUTES"
  status                       = "PAUSED"
}

resource "aws_cloudtrail" "data_only" { # want "hcl/detective-control-partly-off"
  name                       = "data-events"
  s3_bucket_name             = aws_s3_bucket.trail.id
  is_multi_region_trail      = true
  enable_log_file_validation = true
  kms_key_id                 = aws_kms_key.trail.arn
  event_selector {
    read_write_type           = "All"
    include_management_events = false
    data_resource {
      type   = "AWS::S3::Object"
      values = ["arn:aws:s3"]
    }
  }
}

resource "azurerm_mssql_server_vulnerability_assessment" "va" { # want "hcl/detective-control-partly-off"
  server_security_alert_policy_id = azurerm_mssql_server_security_alert_policy.main.id
  storage_container_path          = "${azurerm_storage_account.audit.primary_blob_endpoint}va/"
  recurring_scans {
    enabled                   = false
    email_subscription_admins = true
  }
}

resource "aws_neptune_cluster_parameter_group" "graph" { # want "hcl/detective-control-partly-off"
  family = "neptune1.3"
  name   = "graph"
  parameter {
    name  = "neptune_enable_audit_log"
    value = "0"
  }
}

resource "aws_api_gateway_method_settings" "all" { # want "hcl/detective-control-partly-off"
  rest_api_id = aws_api_gateway_rest_api.api.id
  stage_name  = aws_api_gateway_stage.prod.stage_name
  method_path = "*/*"
  settings {
    metrics_enabled = true
    logging_level   = "OFF"
  }
}

resource "aws_eks_cluster" "g" { # want "hcl/detective-control-partly-off: enabled_cluster_log_types"
  name                      = "g"
  role_arn                  = var.r
  enabled_cluster_log_types = []
  vpc_config {
    subnet_ids             = var.s
    endpoint_public_access = false
    endpoint_private_access = true
  }
  encryption_config {
    resources = ["secrets"]
    provider {
      key_arn = var.k
    }
  }
}

resource "aws_codebuild_project" "h" { # want "hcl/detective-control-partly-off: status = DISABLED"
  name         = "h"
  service_role = var.r
  artifacts {
    type = "NO_ARTIFACTS"
  }
  environment {
    compute_type = "BUILD_GENERAL1_SMALL"
    image        = "aws/codebuild/standard:7.0"
    type         = "LINUX_CONTAINER"
  }
  source {
    type      = "NO_SOURCE"
    buildspec = "x"
  }
  logs_config {
    cloudwatch_logs {
      status = "DISABLED"
    }
  }
}

resource "google_compute_backend_service" "web" { # want "hcl/detective-control-partly-off: enable = false"
  name = "web"
  log_config {
    enable = false
  }
}

resource "azurerm_mssql_server_extended_auditing_policy" "sql" { # want "hcl/detective-control-partly-off: enabled = false"
  server_id         = azurerm_mssql_server.main.id
  enabled           = false
  retention_in_days = 90
}

resource "aws_ecs_cluster" "apps" { # want "hcl/detective-control-partly-off: logging = NONE"
  name = "apps"
  configuration {
    execute_command_configuration {
      logging = "NONE"
    }
  }
}

resource "aws_guardduty_detector" "main" { # want "hcl/security-service-disabled: enable = false"
  enable = false
}

resource "aws_config_configuration_recorder_status" "main" { # want "hcl/security-service-disabled"
  name       = aws_config_configuration_recorder.main.name
  is_enabled = false
}

resource "azurerm_security_center_contact" "sec" { # want "hcl/security-service-disabled"
  email               = "security@example.com"
  alert_notifications = false
  alerts_to_admins    = true
}

resource "azurerm_mssql_server_security_alert_policy" "sql" { # want "hcl/security-service-disabled"
  resource_group_name = azurerm_resource_group.rg.name
  server_name         = azurerm_mssql_server.sql.name
  state               = "Disabled"
}

resource "azurerm_sql_server" "legacy" { # want "hcl/security-service-disabled"
  name = "legacy"
  threat_detection_policy {
    state = "Disabled"
  }
}

resource "aws_guardduty_detector" "main" {
  enable = true
}

resource "aws_config_configuration_recorder_status" "main" {
  name       = aws_config_configuration_recorder.main.name
  is_enabled = true
}

resource "azurerm_security_center_contact" "sec" {
  email               = "security@example.com"
  alert_notifications = true
  alerts_to_admins    = true
}

resource "aws_cloudwatch_metric_alarm" "cpu" {
  alarm_name      = "cpu"
  actions_enabled = false
}

resource "azurerm_mssql_server_security_alert_policy" "sql" {
  resource_group_name = azurerm_resource_group.rg.name
  server_name         = azurerm_mssql_server.sql.name
  state               = "Enabled"
}

resource "azurerm_sql_server" "legacy" {
  name = "legacy"
  threat_detection_policy {
    state = "Enabled"
  }
}

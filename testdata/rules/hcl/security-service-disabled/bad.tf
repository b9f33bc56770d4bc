resource "aws_guardduty_detector" "main" {
  enable = false # want "hcl/security-service-disabled: enable = false"
}

resource "aws_config_configuration_recorder_status" "main" {
  name       = aws_config_configuration_recorder.main.name
  is_enabled = false # want "hcl/security-service-disabled"
}

resource "azurerm_security_center_contact" "sec" {
  email               = "security@example.com"
  alert_notifications = false # want "hcl/security-service-disabled"
  alerts_to_admins    = true
}

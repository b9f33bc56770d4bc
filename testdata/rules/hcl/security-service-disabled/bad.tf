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

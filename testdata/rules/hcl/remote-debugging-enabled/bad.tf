resource "azurerm_windows_web_app" "api" { # want "hcl/remote-debugging-enabled"
  name       = "api"
  https_only = true
  site_config {
    remote_debugging_enabled = true
    remote_debugging_version = "VS2022"
  }
}

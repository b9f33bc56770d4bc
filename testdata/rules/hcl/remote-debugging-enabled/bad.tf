resource "azurerm_windows_web_app" "api" {
  name       = "api"
  https_only = true
  site_config {
    remote_debugging_enabled = true # want "hcl/remote-debugging-enabled"
    remote_debugging_version = "VS2022"
  }
}

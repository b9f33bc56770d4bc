resource "azurerm_windows_web_app" "api" {
  name       = "api"
  https_only = true
  site_config {
    remote_debugging_enabled = false
  }
}

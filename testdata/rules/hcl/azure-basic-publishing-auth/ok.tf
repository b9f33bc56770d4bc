resource "azurerm_linux_web_app" "site" {
  name                                           = "site"
  resource_group_name                            = "rg"
  location                                       = "westeurope"
  service_plan_id                                = azurerm_service_plan.main.id
  https_only                                     = true
  ftp_publish_basic_authentication_enabled       = false
  webdeploy_publish_basic_authentication_enabled = false
  site_config {}
}

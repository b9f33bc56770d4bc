resource "azurerm_linux_web_app" "site" { # want "hcl/azure-basic-publishing-auth: ftp_publish_basic_authentication_enabled = true" "hcl/azure-basic-publishing-auth: webdeploy_publish_basic_authentication_enabled = true"
  name                                           = "site"
  resource_group_name                            = "rg"
  location                                       = "westeurope"
  service_plan_id                                = azurerm_service_plan.main.id
  https_only                                     = true
  ftp_publish_basic_authentication_enabled       = true
  webdeploy_publish_basic_authentication_enabled = true
  site_config {}
}

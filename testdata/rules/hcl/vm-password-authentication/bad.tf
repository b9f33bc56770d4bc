resource "azurerm_linux_virtual_machine" "jump" {
  name                            = "jump"
  size                            = "Standard_B1s"
  admin_username                  = "azureuser"
  admin_password                  = var.admin_password
  disable_password_authentication = false # want "hcl/vm-password-authentication"
}

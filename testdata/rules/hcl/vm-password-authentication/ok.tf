resource "azurerm_linux_virtual_machine" "jump" {
  name                            = "jump"
  size                            = "Standard_B1s"
  admin_username                  = "azureuser"
  disable_password_authentication = true
  admin_ssh_key {
    username   = "azureuser"
    public_key = file("~/.ssh/id_ed25519.pub")
  }
}

pragma solidity 0.8.24;

contract Token is ERC20 {
    function burn(uint256 amount) external {
        _burn(msg.sender, amount);
    }

    function burnFrom(address account, uint256 amount) public {
        _spendAllowance(account, _msgSender(), amount);
        _burn(account, amount);
    }

    function adminBurn(address account, uint256 amount) external onlyOwner {
        _burn(account, amount);
    }
}

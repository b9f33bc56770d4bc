pragma solidity 0.8.24;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

contract Vault {
    IERC20 token;

    function deposit(uint256 amount) external {
        token.transferFrom(msg.sender, address(this), amount); // want "solidity/unchecked-erc20-transfer"
    }

    function withdraw(address to, uint256 amount) external {
        IERC20(token).transfer(to, amount); // want "solidity/unchecked-erc20-transfer"
    }
}

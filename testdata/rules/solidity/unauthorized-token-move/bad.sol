pragma solidity 0.8.24;

contract Token is ERC20 {
    function burn(address account, uint256 amount) external { // want "solidity/unauthorized-token-move"
        _burn(account, amount);
    }

    function move(address from, address to, uint256 amount) public returns (bool) { // want "solidity/unauthorized-token-move"
        _transfer(from, to, amount);
        return true;
    }
}

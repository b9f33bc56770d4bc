pragma solidity 0.8.24;

contract Token {
    mapping(address => uint256) balances;

    function _mint(address to, uint256 amount) internal {
        balances[to] += amount;
    }

    function mint(uint256 amount) external payable {
        _mint(msg.sender, amount);
    }
}

pragma solidity 0.8.24;

contract Token {
    mapping(address => uint256) balances;

    function _mint(address to, uint256 amount) public { // want "solidity/underscore-function-public"
        balances[to] += amount;
    }
}

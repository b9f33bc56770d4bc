pragma solidity 0.8.24;

contract Bank {
    mapping(address => uint256) balances;

    function reset(address who) external {
        balances[who] == 0; // want "solidity/statement-without-effect"
    }
}

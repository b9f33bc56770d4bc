pragma solidity 0.8.24;

contract Pausable {
    bool public paused;

    function run() external view {
        require(paused == false); // want "solidity/boolean-equality"
    }
}

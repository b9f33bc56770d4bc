pragma solidity 0.8.24;

contract Fees {
    uint256 feeBps;
    mapping(address => uint256) owed;

    function charge(address[] calldata users, uint256[] calldata amounts) external {
        for (uint256 i = 0; i < users.length; i++) {
            owed[users[i]] += amounts[i] * feeBps / 10000; // want "solidity/state-read-in-loop"
        }
    }
}
